// From the seed write-up "博弈论 get ！" (personal notes), section 威佐夫博弈: ../shared/seeds/003_3370cd6139e6f1a0.txt. Changes to compile with g++ -O2: the #include and `using namespace std;` (the write-up omits them).
#include <bits/stdc++.h>
using namespace std;
#define Wythoff (sqrt(5)+1)/2
int m,n,t;

bool check(int a, int b)
{
    if(a > b) swap(a,b);
    int k = (b-a)*Wythoff;
    if(k == a) return 0;
    else return 1;
}

int main(void)
{
    cin >> m >> n >> t;
    while(t--)
    {
        int x,y;
        cin >> x >> y;
        if(check(x,y))  cout << "Bessie\n";
        else            cout << "Farmer John\n";
    }
    return 0;
}
