// Seed: https://blog.csdn.net/m0_37579232/article/details/81637270 (A Chess Game - poj2425, 2018-08-13); verbatim, no changes needed for g++ -O2.
#include<iostream>
#include<cstdio>
#include<algorithm>
#include<cmath>
#include<cstring>
#include<string>
#include<vector>
using namespace std;
const int N=1005;
vector<int> G[N];
int n,sg[N];

int dfs(int u){
	if(sg[u]!=-1)return sg[u];
	int vis[N]={0};
	for(int i=0;i<G[u].size();i++){
		vis[dfs(G[u][i])]=1;
	}
	for(int i=0;;i++){
		if(!vis[i])return sg[u]=i;
	}
}

int main(){
	while(scanf("%d",&n)!=EOF){
		memset(sg,-1,sizeof(sg));
		for(int i=0;i<n;i++){
			int k,a;
			scanf("%d",&k);
			if(k==0)sg[i]=0;
			for(int j=0;j<k;j++){
				scanf("%d",&a);
				G[i].push_back(a);
			}
		}
		int m,t;
		while(scanf("%d",&m)!=EOF){
			if(m==0)break;
			int x=0;
			for(int i=0;i<m;i++){
				scanf("%d",&t);
				x^=dfs(t);
			}
			if(x!=0)printf("WIN\n");
			else printf("LOSE\n");
		} 
		for(int i=0;i<n;i++)G[i].clear();
	}
}
