// From the seed write-up shared/seeds/004_6e683379ed05337f.txt (a blog post on BOJ 65, no URL given): its second, accepted program, verbatim; it compiles with g++ -O2 unchanged.
#include<iostream>
using namespace std;

bool sg[256][256][256];

void exchange(int &i,int &j,int &k)
{
	if(k<j)swap(k,j);
	if(j<i)swap(i,j);
	if(k<j)swap(k,j);
}
int main()
{
	for(int i=0;i<256;i++)
		for(int j=i;j<256;j++)
			for(int k=j;k<256;k++)
				sg[i][j][k]=false;
	for(int i=0;i<256;i++)
	{
		for(int j=i;j<256;j++)
		{
			for(int k=j;k<256;k++)
			{
				if(sg[i][j][k]==false)
				{
					int tmp[3];
					for(int p=0;p<3;p++)
						for(int q=p+1;q<3;q++)
						{
							tmp[0]=i;
							tmp[1]=j;
							tmp[2]=k;
							for(int t=1;tmp[p]+t<256&&tmp[q]+2*t<256;t++)
							{
								tmp[p]+=t;
								tmp[q]+=2*t;
								exchange(tmp[0],tmp[1],tmp[2]);
								sg[tmp[0]][tmp[1]][tmp[2]]=true;
								tmp[0]=i;
								tmp[1]=j;
								tmp[2]=k;
							}
							for(int t=1;tmp[p]+2*t<256&&tmp[q]+t<256;t++)
							{
								tmp[p]+=2*t;
								tmp[q]+=t;
								exchange(tmp[0],tmp[1],tmp[2]);
								sg[tmp[0]][tmp[1]][tmp[2]]=true;
								tmp[0]=i;
								tmp[1]=j;
								tmp[2]=k;
							}
						}
				}
			}
		}
	}
	int a,b,c;
	scanf("%d%d%d",&a,&b,&c);
	while(!(a==0&&b==0&&c==0))
	{
		exchange(a,b,c);
		if(sg[a][b][c])
			printf("champ\n");
		else
			printf("dalong\n");
		scanf("%d%d%d",&a,&b,&c);
	}
}
